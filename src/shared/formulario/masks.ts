// The masks live in shared/format/mascaras (one module for display and input). This re-export
// remains only for the form fields' own import, which moves there once their rework lands.
export * from '../format/mascaras';
