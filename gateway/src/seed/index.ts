export { seed, DEMO_ACCOUNTS, type SeedSummary } from './seed.js';
export { seedCities, loadComuni } from './cities.js';
export { seedCatalogue } from './catalogue.js';
