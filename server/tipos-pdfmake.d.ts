// pdfmake ships its Roboto TTF files with a map of their absolute paths; @types/pdfmake does not
// describe that module.
declare module 'pdfmake/fonts/Roboto.js' {
  const fontes: { Roboto: { normal: string; bold: string; italics: string; bolditalics: string } };
  export default fontes;
}
