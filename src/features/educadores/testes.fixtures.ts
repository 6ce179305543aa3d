// An educator as the API answers it, for the educator screens' tests.

export const adriana = {
  id: 7,
  EducNome: 'Adriana Rezende',
  EducCPF: '123.456.789-09',
  EducEMail: 'adriana@educadores.org.br',
  EducTelefoneCelular: '11975403606',
  EducCidade: 'Guarulhos',
  EducUF: 'SP',
  EducDataEntrada: '2016-10-21',
  turmasAtivas: 2,
  ativo: true,
  versao: 1,
};
