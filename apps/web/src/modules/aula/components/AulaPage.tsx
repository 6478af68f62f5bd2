import { enGruposDeDiez } from '@kipu/peru/aula/curso';
import { TabPanel, TabView } from 'primereact/tabview';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { useDebouncedCallback } from '../../../ui/use-debounced-callback';
import { cursosAulaQuery } from '../graphql/cursos';
import { esRutaInterna, PESTANAS_AULA } from '../utils/cursos';
import './aula.css';

/** The classroom's look-up waits this long after the last keystroke (spec 01 §9). */
const ESPERA_BUSQUEDA_MS = 100;
/** How long the welcome stays (spec 01 §9). */
const BIENVENIDA_MS = 4500;

function ListaCursos({ modulo }: { modulo: string }) {
  const [texto, setTexto] = useState('');
  const [buscar, setBuscar] = useState('');
  const buscarLuego = useDebouncedCallback((v: string) => setBuscar(v.trim()), ESPERA_BUSQUEDA_MS);
  const [{ data, fetching, error }] = useQuery({
    query: cursosAulaQuery,
    variables: { modulo, buscar: buscar || null },
    context: MANUAL_ERRORS,
  });
  const cursos = data?.cursoModulo_id ?? [];
  return (
    <div className="aula-lista">
      <TextInput
        value={texto}
        onChange={(v) => {
          setTexto(v);
          buscarLuego.run(v);
        }}
        placeholder="Buscar curso..."
        aria-label="Buscar curso"
        className="aula-lista__buscar"
      />
      {error && <p className="home-card__note">No se pudieron cargar los cursos.</p>}
      {!fetching && !error && cursos.length === 0 && (
        <p className="home-card__note">
          {buscar
            ? `Ningún curso tiene «${buscar}» en su título.`
            : 'Aún no hay cursos publicados en esta pestaña.'}
        </p>
      )}
      <div className="aula-lista__grupos">
        {enGruposDeDiez(cursos).map((grupo, g) => (
          <ol key={grupo[0]?.id ?? g} className="aula-lista__grupo" start={g * 10 + 1}>
            {grupo.map((c) => (
              <li key={c.id}>
                {esRutaInterna(c.enlace) ? (
                  <Link to={c.enlace}>{c.titulo}</Link>
                ) : (
                  <a href={c.enlace} target="_blank" rel="noopener noreferrer">
                    {c.titulo} <i className="pi pi-external-link" aria-hidden="true" />
                  </a>
                )}
              </li>
            ))}
          </ol>
        ))}
      </div>
    </div>
  );
}

/**
 * The virtual classroom (modules Aula Virtual and Webinars): tabs Contable, Facturación, Planillas,
 * Aplicativos and Webinars, each a searchable list of its courses in groups of ten, four groups a row.
 */
export function AulaPage({ inicial = 'contable' }: { inicial?: string }) {
  const toast = useToast();
  const [activa, setActiva] = useState(() =>
    Math.max(
      0,
      PESTANAS_AULA.findIndex((p) => p.value === inicial),
    ),
  );
  useEffect(() => {
    toast.info('Bienvenido(a) al Aula Virtual', BIENVENIDA_MS);
  }, [toast]);
  return (
    <section className="aula" aria-labelledby="aula-titulo">
      <h2 id="aula-titulo" className="aula__titulo">
        Aula Virtual
      </h2>
      <TabView activeIndex={activa} onTabChange={(e) => setActiva(e.index)}>
        {PESTANAS_AULA.map((p) => (
          <TabPanel key={p.value} header={p.label}>
            <ListaCursos modulo={p.value} />
          </TabPanel>
        ))}
      </TabView>
    </section>
  );
}
