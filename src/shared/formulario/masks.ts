// The masks live in shared/format/mascaras (one module for display and input). This re-export
// remains only for the form fields' own import, which moves there once their rework lands.
export {
  applyPattern,
  cepMask,
  cnpjMask,
  cpfMask,
  masks,
  phoneMask,
  type Mask,
  type MaskName,
  type MaskPattern,
} from '../format/mascaras';
