import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
await build({ logLevel: 'silent', build: { write: false, sourcemap: true }, plugins: [{ name: 'stats', generateBundle(_o, bundle) {
  for (const f of Object.values(bundle)) {
    if (f.type !== 'chunk' || !f.name.includes(process.env.CHUNK ?? 'shop-runtime')) continue;
    const c = new SourceMapConsumer(f.map);
    const lines = f.code.split('\n');
    const bytes = {}; // per source, collect text
    const seg = [];
    c.eachMapping((m) => seg.push(m));
    seg.sort((a,b)=> a.generatedLine-b.generatedLine || a.generatedColumn-b.generatedColumn);
    for (let i=0;i<seg.length;i++){ const m=seg[i], n=seg[i+1];
      const line=lines[m.generatedLine-1]; const end = n && n.generatedLine===m.generatedLine ? n.generatedColumn : line.length;
      const src = m.source ?? '?'; (bytes[src] ??= []).push(line.slice(m.generatedColumn,end)); }
    const group = (id) => id.includes('node_modules') ? id.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, '$1') : id.replace(/^(\.\.\/)+/, '').split('/').slice(0, Number(process.env.DEPTH ?? 2)).join('/');
    const g = {};
    for (const [s, parts] of Object.entries(bytes)) { const k = group(s); (g[k] ??= []).push(parts.join('')); }
    const total = gzipSync(f.code).length;
    console.log(f.fileName, 'raw', f.code.length, 'gz', total);
    for (const [k, parts] of Object.entries(g).map(([k,p])=>[k,p.join('')]).sort((a,b)=>b[1].length-a[1].length).slice(0, 40)) console.log(String(parts.length).padStart(8), String(gzipSync(parts).length).padStart(7), k);
  }
}}]});
