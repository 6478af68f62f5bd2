import { mayuscula } from '@kipu/peru/pos/vocabulario';
import { CampoSelect } from '../../../ui/CampoSelect';
import { useZonasOpciones } from '../hooks/use-opciones-pos';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';

interface CampoZonaProps {
  id: string;
  value: string | null;
  error: string | undefined;
  onChange: (zonaId: string | null) => void;
}

/** The zone of a table or a cash box, among the local's zones. */
export function CampoZona({ id, value, error, onChange }: CampoZonaProps) {
  const zonas = useZonasOpciones();
  const { zona } = useVocabularioPos();
  return (
    <CampoSelect
      id={id}
      label={mayuscula(zona.singular)}
      value={value}
      options={zonas.opciones}
      loading={zonas.cargando}
      error={error}
      onChange={onChange}
    />
  );
}
