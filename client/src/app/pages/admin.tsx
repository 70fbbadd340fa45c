import { AdminPage } from '../../features/admin/AdminPage';

export default AdminPage;
