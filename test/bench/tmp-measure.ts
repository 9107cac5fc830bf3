import { startEmulator } from '../../emulator/server';
import { launchBrowser } from './measure/browser';
import { measureFirstLoad } from './measure/first-load';
import { measureFloor } from './measure/floor';
const floor = await measureFloor();
const emu = await startEmulator({ port: 0, dbPath: null, distDir: '/tmp/lead-dist' });
const b = await launchBrowser();
for (const w of [375, 1440]) {
  const l = await measureFirstLoad(b.context, `${emu.url}/?country=de`, w);
  console.log(w, floor.jsGz, l.jsGz, (l.jsGz / floor.jsGz).toFixed(3), l.cssGz, l.requests, l.urls.map(u => u.replace(emu.url, '')).join(' '));
}
await b.close(); await emu.close();
