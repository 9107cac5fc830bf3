/**
 * The runtime's first part: React and its JSX runtime (the `shop-react` chunk, vite.config.ts, which holds its DOM
 * renderer and scheduler too). The loader imports it, gives the main thread back, imports React's DOM renderer
 * (react-dom-part.ts), gives it back again, then imports the rest of the runtime (island-runtime.tsx), whose React
 * imports find them evaluated: each evaluates in a task of its own instead of all in one long one. React's packages
 * are CommonJS, each evaluated where first required: here, and in react-dom-part.ts.
 */
import 'react';
import 'react/jsx-runtime';
