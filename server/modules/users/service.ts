export { findDefaultMerchantIn as findDefaultMerchant } from './repository.ts';
