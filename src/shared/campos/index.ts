export * from './declaracao';
export { reaisValidos, validarCampos } from './regras';
export { corpoDoFormulario, valoresDoRegistro } from './formulario';
