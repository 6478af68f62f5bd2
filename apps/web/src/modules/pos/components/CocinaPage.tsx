import { mayuscula } from '@kipu/peru/pos/vocabulario';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { cambiarEstadoComandaMutation } from '../graphql/cocina';
import { type Comanda, useComandasCocina } from '../hooks/use-comandas-cocina';
import { useMiCocina } from '../hooks/use-mi-cocina';
import { useCocinasOpciones } from '../hooks/use-opciones-pos';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { ordenCocina } from '../utils/comandas';
import { textosMaestro } from '../utils/textos-pos';
import { ComandaCard } from './ComandaCard';
import { Pestanas } from './Pestanas';
import './pos.css';

/** The clock of the waiting times: once every half minute is enough for minutes. */
const REFRESCO_MS = 30_000;

/** /mcc/cocina: a kitchen's (or a bar's) comandas arriving live, moved pendiente → en preparación → listo. */
export function CocinaPage() {
  const toast = useToast();
  const cocinas = useCocinasOpciones();
  const [elegida, setElegida] = useState<string | null>(null);
  const miCocina = useMiCocina();
  const cocinaId = elegida ?? miCocina ?? cocinas.opciones[0]?.value ?? null;
  const comandas = useComandasCocina(cocinaId);
  const [{ fetching }, cambiar] = useMutation(cambiarEstadoComandaMutation);
  const [ocupada, setOcupada] = useState<string | null>(null);
  const [ahora, setAhora] = useState(() => new Date());
  const { cocina } = useVocabularioPos();
  useEffect(() => {
    const t = window.setInterval(() => setAhora(new Date()), REFRESCO_MS);
    return () => window.clearInterval(t);
  }, []);

  async function avanzar(c: Comanda, estado: string) {
    setOcupada(c.id);
    const r = await cambiar({ id: c.id, estado }, MANUAL_ERRORS);
    setOcupada(null);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
  }

  return (
    <main className="pos-servicio pos-servicio--cocina">
      <h1 className="pos-servicio__titulo">{mayuscula(cocina.singular)}</h1>
      <Pestanas
        etiqueta={mayuscula(cocina.plural)}
        opciones={cocinas.opciones}
        value={cocinaId}
        onChange={setElegida}
      />
      {comandas.error && <Message severity="error" text={comandas.error} className="w-full" />}
      {!cocinas.cargando && !cocinaId && (
        <Message severity="info" text={`${textosMaestro(cocina).vacio} en este local`} className="w-full" />
      )}
      {cocinaId && comandas.filas.length === 0 && !comandas.cargando && (
        <p className="form-nota">No hay comandas por preparar.</p>
      )}
      <div className="pos-comandas">
        {ordenCocina(comandas.filas).map((c) => (
          <ComandaCard
            key={c.id}
            comanda={c}
            ahora={ahora}
            ocupada={fetching && ocupada === c.id}
            avanzar={(x, e) => void avanzar(x, e)}
          />
        ))}
      </div>
    </main>
  );
}
