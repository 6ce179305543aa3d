// "An apprentice in X for a period": allocations, placements and contracts share these.
export * from './aprendiz';
export * from './periodo';
