export * from './users.js';
export * from './catalogue.js';
export * from './locations.js';
export * from './rooms.js';
export * from './quotes.js';
export * from './billing.js';
export * from './todo.js';
export * from './media.js';
