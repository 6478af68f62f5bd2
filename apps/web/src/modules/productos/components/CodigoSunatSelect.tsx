import { useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { SelectRemoto } from '../../../ui/SelectRemoto';
import { mensajeError } from '../../../ui/utils/acciones';
import { parametricaBuscarQuery } from '../graphql/catalogos';

/** SUNAT catálogo 25 (código de producto): 53,000 rows, searched on the server. */
const TABLA = 'cat25';
const LIMITE = 50;

const opcion = (f: { codigo: string; descripcion: string }): SelectOption => ({
  value: f.codigo,
  label: `${f.codigo} - ${f.descripcion}`,
});

interface CodigoSunatSelectProps {
  value: string | null;
  onChange: (codigo: string | null) => void;
  id?: string;
}

/** The product's SUNAT code by code prefix or words of its description. */
export function CodigoSunatSelect({ value, onChange, id }: CodigoSunatSelectProps) {
  const client = useClient();
  const consultar = (param: string, limite: number) =>
    client.query(parametricaBuscarQuery, { tabla: TABLA, param, limite }, MANUAL_ERRORS).toPromise();
  return (
    <SelectRemoto
      id={id}
      value={value}
      onChange={(o) => onChange(o?.value ?? null)}
      placeholder="Código o descripción SUNAT..."
      buscar={async (texto) => {
        const r = await consultar(texto, LIMITE);
        const error = mensajeError(r.error);
        return error ? { error } : { opciones: (r.data?.parametricaByParam ?? []).map(opcion) };
      }}
      etiquetaDe={async (codigo) => {
        const r = await consultar(codigo, 5);
        const fila = r.data?.parametricaByParam.find((f) => f.codigo === codigo);
        return fila ? opcion(fila) : null;
      }}
    />
  );
}
