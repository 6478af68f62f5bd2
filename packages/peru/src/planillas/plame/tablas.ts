/**
 * The T-Registro / PLAME tables the import files refer to (reference-data `plame/`, Anexo 2 of
 * RM 121-2011-TR, 2012 version), as code sets: `tablas.test.ts` checks them against those files.
 */
const codigos = (lista: string) => new Set(lista.split(/\s+/));

/** Tabla 3: identity documents. 06 (RUC) only for 4ta-category providers (peru-facts §11.1). */
export const TABLA_3_DOCUMENTOS = codigos('01 04 06 07 11');

/** Tabla 21: tipo de suspensión de la relación laboral (S.P. 01–08, S.I. 20–29). */
export const TABLA_21_SUSPENSIONES = codigos('01 02 03 04 05 06 07 08 20 21 22 23 24 25 26 27 28 29');

/** Tabla 22: ingresos, tributos y descuentos, the concept rows (group headings left out). */
export const TABLA_22_CONCEPTOS = codigos(
  `
0101 0102 0103 0104 0105 0106 0107 0108 0109 0110 0111 0112 0113 0114 0115 0116 0117 0118 0119
0120 0121 0122 0123 0124 0125 0126 0127 0201 0202 0203 0204 0205 0206 0207 0208 0209 0210 0211
0212 0213 0214 0301 0302 0303 0304 0305 0306 0307 0308 0309 0310 0311 0312 0313 0401 0402 0403
0404 0405 0406 0407 0501 0502 0503 0504 0505 0506 0507 0901 0902 0903 0904 0905 0906 0907 0908
0909 0910 0911 0912 0913 0914 0915 0916 0917 0918 0919 0920 0921 0922 0923 0924 0925 1001 1002
1003 1004 1005 1006 1007 1008 1009 1010 1011 1012 1013 1014 1015 1016 1017 1018 1019 1020 2001
2002 2003 2004 2005 2006 2007 2008 2009 2010 2011 2012 2013 2014 2015 2016 2017 2018 2019 2020
2021 2022 2023 2024 2025 2026 2027 2028 2029 2030 2031 2032 2033 2034 2035 2036 2037 2038 2039
2040 2041 2042 0601 0602 0603 0604 0605 0606 0607 0608 0609 0610 0611 0612 0613 0614 0615 0701
0702 0703 0704 0705 0706 0707 0801 0802 0803 0804 0805 0806 0807 0808 0809 0810 0811`.trim(),
);

/** Tabla 23: the provider's document (R recibo por honorarios, N nota de crédito, D dieta, O otro). */
export const TABLA_23_COMPROBANTES = codigos('R N D O');

/** Tabla 25: double-taxation agreements (0 none). */
export const TABLA_25_CONVENIOS = codigos('0 1 2 3 4');

/** .rem codes the PDT computes itself and refuses in the file (peru-facts §11.1, with A3-2023's 0616). */
export const CONCEPTOS_NO_ENVIAR = codigos('0603 0604 0607 0610 0612 0616 0802 0804 0806 0808');

/** .rem codes whose devengado column stays empty: only the amount paid or withheld counts. */
export const CONCEPTOS_SOLO_PAGADO = codigos(
  '0601 0602 0605 0606 0608 0609 0611 0613 0614 0615 0617 0618 0701 0702 0703 0704 0705 0706 0707 ' +
    '0801 0803 0805 0807 0809 0810 0811',
);

/** Catálogo 06 (the workers' document type in the database) → Tabla 3; others have no PLAME code. */
export const DOCUMENTO_PLAME: Readonly<Record<string, string>> = {
  '1': '01',
  '4': '04',
  '6': '06',
  '7': '07',
};
