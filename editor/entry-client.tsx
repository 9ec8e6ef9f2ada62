import './editor.css';
import './zod-without-eval';

// NB: the screen, and every schema it builds, loads once zod is set up. A bundler may place side-effect-free modules
// of one chunk in any order, so with a static import a schema could be built before `z.config` ran.
void import('./start-screen');
