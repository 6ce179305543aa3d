// The money parser lives with the formatter in shared/format/dinheiro (one module for money). This
// re-export remains only for MoneyField's own import, which moves there once its rework lands.
export { lerDinheiro as parseMoney } from '../format/dinheiro';
