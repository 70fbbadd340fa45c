import { LocationPage } from '../../features/location/LocationPage';
export default LocationPage;
