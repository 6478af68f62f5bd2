import { conArticulo, concuerda, mayuscula, nueva, type Palabra } from '@kipu/peru/pos/vocabulario';

/** The texts of a setup list and its dialog, for what its rows are called ('zona', 'piso', 'barra'…). */
export function textosMaestro(p: Palabra) {
  const singular = mayuscula(p.singular);
  return {
    titulo: mayuscula(p.plural),
    nuevo: nueva(p),
    editar: (codigo: string) => `Editar ${p.singular} ${codigo}`,
    vacio: `No hay ${p.plural} ${concuerda(p, 'registrad', true)}`,
    /** How a row is named in the delete question ('la zona SALON', 'el piso 2'). */
    nombre: (codigo: string) => `${conArticulo(p)} ${codigo}`,
    eliminada: `${singular} ${concuerda(p, 'eliminad')}`,
    exito: [`${singular} ${concuerda(p, 'registrad')}`, `${singular} ${concuerda(p, 'actualizad')}`] as [
      string,
      string,
    ],
  };
}
