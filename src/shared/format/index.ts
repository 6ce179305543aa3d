export {
  dataParaIso,
  formatarData,
  formatarDataExtenso,
  formatarDataHora,
  formatarMes,
  formatarMesLongo,
} from './data';
export { formatarDecimal, formatarDinheiro, lerDinheiro, lerReais } from './dinheiro';
export {
  apenasDigitos,
  mascararCep,
  mascararCnpj,
  mascararCpf,
  mascararTelefone,
} from './mascaras';
export { abaixoDoMinimo, formatarPercentual } from './percentual';
