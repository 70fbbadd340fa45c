import './ui/theme/global.css';
import './boot';
