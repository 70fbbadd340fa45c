import './ui/theme/global.css';

// The server-rendered page paints before the app's code runs: React and the rest load in parallel
// (preloaded by the HTML) and start once the first frame is on screen.
requestAnimationFrame(() => {
  setTimeout(() => void import('./boot'));
});
