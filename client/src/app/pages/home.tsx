import { HomePage } from '../../features/home/HomePage';
export default HomePage;
