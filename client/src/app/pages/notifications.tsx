import { NotificationsPage } from '../../features/notifications/NotificationsPage';

export default NotificationsPage;
