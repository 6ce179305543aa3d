// jsdom lays nothing out: an input's scrollWidth and clientWidth are 0, so no field ever "cuts" its
// text. Tests of what a field does when it cuts (AutocompleteInput) give every input a width of
// 280 px and its text 8 px a character, and take that back when they end.
const MEDIDAS: PropertyDescriptorMap = {
  scrollWidth: {
    configurable: true,
    get(this: HTMLInputElement) {
      return this.value.length * 8;
    },
  },
  clientWidth: { configurable: true, get: () => 280 },
};

/** Inputs measure 280 px and 8 px a character until the returned function is called. */
export function camposComLargura(): () => void {
  Object.defineProperties(HTMLInputElement.prototype, MEDIDAS);
  return () => {
    for (const nome of Object.keys(MEDIDAS)) {
      Reflect.deleteProperty(HTMLInputElement.prototype, nome);
    }
  };
}
