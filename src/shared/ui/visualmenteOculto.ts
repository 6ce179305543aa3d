// For text only a screen reader should hear (a list's result count, a move announced): kept in the
// page's accessibility tree, out of sight. `sx` of a Box, or the global `.visually-hidden` class
// (shared/theme/estilosGlobais.ts).
export const visualmenteOculto = {
  position: 'absolute',
  // '1px', not 1: in sx a bare 1 means 100%, which would widen the page.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
