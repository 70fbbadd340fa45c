export * from './enums.js';
export * from './text.js';
export * from './money.js';
export * from './dates.js';
export * from './location-text.js';
export * from './password.js';
export * from './quotes.js';
export * from './input.js';
