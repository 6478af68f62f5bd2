import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { type Errores, useFormulario } from '../../../ui/use-formulario';
import { registrarAsistenciaMutation } from '../graphql/asistencia';
import { TIPOS_DIA } from '../utils/asistencia';

type DiaForm = { fecha: string; tipo: string | null; entrada: string; salida: string };

interface Props {
  trabajador: { trabajador_id: string; trabajador: string };
  /** 'YYYY-MM': the day starts on the month's first. */
  mes: string;
  cerrar: () => void;
  guardada: () => void;
}

const validar = (f: DiaForm): Errores<DiaForm> => ({
  ...(f.fecha ? {} : { fecha: 'Ingrese la fecha' }),
  ...(f.tipo === 'trabajado' && (!f.entrada || !f.salida)
    ? { entrada: 'Ingrese la entrada y la salida' }
    : {}),
});

/** 'Registrar día': one worker's day, its times or a mark; it replaces what the date had. */
export function RegistrarDiaDialog({ trabajador, mes, cerrar, guardada }: Props) {
  const f = useFormulario<DiaForm>({
    fecha: `${mes}-01`,
    tipo: 'trabajado',
    entrada: '08:00',
    salida: '17:00',
  });
  const [{ fetching }, registrar] = useMutation(registrarAsistenciaMutation);
  const trabajado = f.form.tipo === 'trabajado';

  async function guardar() {
    const ok = await f.guardar(
      validar,
      (form) =>
        registrar(
          {
            trabajador_id: trabajador.trabajador_id,
            dia: trabajado
              ? { fecha: form.fecha, entrada: form.entrada, salida: form.salida }
              : { fecha: form.fecha, marca: form.tipo },
          },
          MANUAL_ERRORS,
        ),
      'Asistencia registrada',
    );
    if (ok) guardada();
  }

  return (
    <DialogoFormulario
      titulo={`Registrar día de ${trabajador.trabajador}`}
      visible
      onHide={cerrar}
      onSubmit={() => void guardar()}
      guardando={fetching}
      errorServidor={f.errorServidor}
    >
      <div className="form-grid">
        <FormField id="dia-fecha" label="Fecha" error={f.errores.fecha}>
          <CampoFecha value={f.form.fecha} onChange={(v) => f.set('fecha', v)} />
        </FormField>
        <CampoSelect
          id="dia-tipo"
          label="Día"
          value={f.form.tipo}
          options={TIPOS_DIA}
          onChange={(v) => f.set('tipo', v)}
        />
        {trabajado && (
          <FormField id="dia-entrada" label="Entrada" error={f.errores.entrada}>
            <TextInput type="time" value={f.form.entrada} onChange={(v) => f.set('entrada', v)} />
          </FormField>
        )}
        {trabajado && (
          <FormField id="dia-salida" label="Salida">
            <TextInput type="time" value={f.form.salida} onChange={(v) => f.set('salida', v)} />
          </FormField>
        )}
      </div>
    </DialogoFormulario>
  );
}
