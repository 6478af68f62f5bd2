import { Dropdown } from 'primereact/dropdown';
import { BotonQuitar } from '../../../ui/BotonQuitar';
import { TextInput } from '../../../ui/TextInput';
import { type DocumentoGuiaForm, documentosDeTipo, type TipoGuiaForm } from '../utils/guia-form';
import { TablaFilas } from './TablaFilas';

interface DocumentosGuiaEditorProps {
  tipo: TipoGuiaForm;
  documentos: DocumentoGuiaForm[];
  onChange: (clave: string, cambios: Partial<DocumentoGuiaForm>) => void;
  onQuitar: (clave: string) => void;
}

const COLUMNAS = ['Tipo', 'Serie-número', 'RUC del emisor', ''];

/** The documents the transfer rests on (catálogo 61): type, SERIE-NÚMERO and the issuer's RUC. */
export function DocumentosGuiaEditor({ tipo, documentos, onChange, onQuitar }: DocumentosGuiaEditorProps) {
  if (documentos.length === 0) return <p className="page__hint">Sin documentos relacionados.</p>;
  const tipos = documentosDeTipo(tipo);
  return (
    <TablaFilas nombre="Documentos relacionados" columnas={COLUMNAS}>
      {documentos.map((d, i) => {
        const n = i + 1;
        return (
          <tr key={d.clave}>
            <td>
              <Dropdown
                inputId={`guia-documento-${n}-tipo`}
                aria-label={`Tipo del documento ${n}`}
                value={d.tipo}
                options={tipos}
                filter
                onChange={(e) => {
                  if (typeof e.value === 'string') onChange(d.clave, { tipo: e.value });
                }}
              />
            </td>
            <td>
              <TextInput
                id={`guia-documento-${n}-numero`}
                aria-label={`Serie-número del documento ${n}`}
                value={d.numero}
                maxLength={30}
                upperCase
                placeholder="F001-123"
                onChange={(numero) => onChange(d.clave, { numero })}
              />
            </td>
            <td>
              <TextInput
                id={`guia-documento-${n}-ruc`}
                aria-label={`RUC del emisor del documento ${n}`}
                value={d.rucEmisor}
                maxLength={11}
                inputMode="numeric"
                onChange={(rucEmisor) => onChange(d.clave, { rucEmisor: rucEmisor.trim() })}
              />
            </td>
            <td>
              <BotonQuitar etiqueta={`Quitar el documento ${n}`} onClick={() => onQuitar(d.clave)} />
            </td>
          </tr>
        );
      })}
    </TablaFilas>
  );
}
