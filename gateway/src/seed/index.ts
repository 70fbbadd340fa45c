export { seed, DEMO_ACCOUNTS, type SeedSummary } from './seed.js';
export { seedCities, loadComuni } from './cities.js';
export { seedCatalogue, syncTodoPresets } from './catalogue.js';
