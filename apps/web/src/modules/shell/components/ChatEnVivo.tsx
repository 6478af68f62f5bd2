import { useEffect } from 'react';
import { useQuery } from 'urql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { configuracionPublicaQuery } from '../../../ui/brand/configuracion-publica';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { cargarChat, visitanteChat } from '../utils/chat';

/** The live-chat widget, only where the server configures one for this host (never on the partner host). */
export function ChatEnVivo({ nombres, email }: { nombres: string | null; email: string | null }) {
  const [{ data }] = useQuery({ query: configuracionPublicaQuery, context: PUBLIC_OPERATION });
  const sesion = useWorkspaceSession();
  const url = data?.configuracionPublica.chatScriptUrl ?? null;
  const usuarioListo = Boolean(email);
  useEffect(() => {
    if (!url || !usuarioListo) return;
    cargarChat(
      url,
      visitanteChat({
        userId: sesion.userId,
        nombres,
        email,
        roleId: sesion.roleId,
        empresa: sesion.company?.razon_social ?? null,
        ruc: sesion.company?.ruc ?? null,
      }),
    );
  }, [url, usuarioListo, nombres, email, sesion.userId, sesion.roleId, sesion.company]);
  return null;
}
