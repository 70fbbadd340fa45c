import { DashboardPage } from '../../features/dashboard/DashboardPage';

export default DashboardPage;
