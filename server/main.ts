// React's server renderer (customer pages) loads its development build unless NODE_ENV says
// production, and reads it once, when first imported: so it is set before the server's modules
// load. A compiled server is a production server unless told otherwise.
process.env.NODE_ENV ??= 'production';
await import('./start.ts');

// A module, so that it may await at its top level.
export {};
