export * from './declaracao';
export { validarCampos } from './regras';
export { corpoCompletoDoFormulario, corpoDoFormulario, valoresDoRegistro } from './formulario';
