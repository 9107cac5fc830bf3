/**
 * The runtime's first part: React, its DOM renderer and its scheduler (the `shop-react` chunk, vite.config.ts). The
 * loader imports it, gives the main thread back, then imports the rest of the runtime (island-runtime.tsx), whose
 * React imports find it evaluated: the two evaluate in tasks of their own instead of one long one. React's packages
 * are CommonJS, evaluated where first required: here.
 */
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';
