import { Checkbox } from 'primereact/checkbox';
import {
  alternarGrupo,
  alternarPermiso,
  estadoGrupo,
  type GrupoPermisos,
  type SeccionModulo,
} from '../../utils/matriz';

interface Props {
  secciones: readonly SeccionModulo[];
  /** The leaves chosen (parents follow from them). */
  marcadas: ReadonlySet<string>;
  /** Shown, not changed (the top administrator's role, or while saving). */
  soloLectura: boolean;
  onCambio: (marcadas: ReadonlySet<string>) => void;
}

const idControl = (permisoId: string) => `permiso-${permisoId}`;

/** One role's permissions: a block per module, a card per top-level group, a checkbox per screen. */
export function MatrizRol({ secciones, marcadas, soloLectura, onCambio }: Props) {
  return (
    <div className="matriz-rol">
      {secciones.map((seccion) => (
        <section key={seccion.modulo_id ?? ''} className="matriz-rol__seccion">
          <h2 className="matriz-rol__modulo">{seccion.nombre}</h2>
          <div className="matriz-rol__grupos">
            {seccion.grupos.map((grupo) => (
              <Grupo
                key={grupo.padre.id}
                grupo={grupo}
                marcadas={marcadas}
                soloLectura={soloLectura}
                onCambio={onCambio}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Grupo({
  grupo,
  marcadas,
  soloLectura,
  onCambio,
}: Omit<Props, 'secciones'> & { grupo: GrupoPermisos }) {
  const estado = estadoGrupo(marcadas, grupo);
  // A parent without children is chosen by itself: its header is its only checkbox.
  const soloPadre = grupo.hojas.length === 1 && grupo.hojas[0]?.id === grupo.padre.id;
  return (
    <fieldset className="matriz-rol__grupo" data-grupo={grupo.padre.id}>
      <legend className="matriz-rol__padre">
        <Checkbox
          inputId={idControl(grupo.padre.id)}
          checked={estado.todas}
          disabled={soloLectura}
          onChange={(e) => onCambio(alternarGrupo(marcadas, grupo, e.checked === true))}
        />
        <label htmlFor={idControl(grupo.padre.id)}>{grupo.padre.nombre}</label>
        {!soloPadre && (
          <span
            className={`matriz-rol__cuenta${estado.alguna && !estado.todas ? ' matriz-rol__cuenta--parcial' : ''}`}
          >
            {estado.marcadas} de {estado.total}
          </span>
        )}
      </legend>
      {!soloPadre && (
        <ul className="matriz-rol__hojas">
          {grupo.hojas.map((hoja) => (
            <li key={hoja.id}>
              <Checkbox
                inputId={idControl(hoja.id)}
                checked={marcadas.has(hoja.id)}
                disabled={soloLectura}
                onChange={(e) => onCambio(alternarPermiso(marcadas, hoja.id, e.checked === true))}
              />
              <label htmlFor={idControl(hoja.id)}>{hoja.nombre}</label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
