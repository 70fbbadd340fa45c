import { SubscriptionPage } from '../../features/subscription/SubscriptionPage';

export default SubscriptionPage;
