export { addressRoutes } from './routes';
export { createAddresses, type AddressService } from './service';
