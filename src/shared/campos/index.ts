export * from './declaracao';
export { reaisValidos, validarCampos } from './regras';
export { corpoCompletoDoFormulario, corpoDoFormulario, valoresDoRegistro } from './formulario';
