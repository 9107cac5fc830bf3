/**
 * The runtime's second part: React's DOM renderer and its scheduler, already fetched with React's chunk
 * (react-part.ts), evaluated in a task of their own: the largest of React's packages, evaluated where first required.
 */
import 'react-dom';
import 'react-dom/client';
