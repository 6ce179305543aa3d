export * from './declaracao';
export { validarCampos } from './regras';
export { corpoDoFormulario, valoresDoRegistro } from './formulario';
