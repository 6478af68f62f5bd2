CREATE TABLE "auditoria_accesos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid,
	"actor_id" uuid NOT NULL,
	"usuario_id" uuid,
	"accion" text NOT NULL,
	"detalle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"email" text NOT NULL,
	"rol_id" text NOT NULL,
	"local_id" uuid,
	"modulos" text[],
	"cocina_id" uuid,
	"demo_dias" text,
	"secreto_hash" text NOT NULL,
	"expira_at" timestamp with time zone NOT NULL,
	"aceptada_at" timestamp with time zone,
	"aceptada_por" uuid,
	"anulada_at" timestamp with time zone,
	"invitado_por" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "empresa_id" uuid;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuario_empresas" ADD COLUMN "rol_id" text;--> statement-breakpoint
ALTER TABLE "usuario_empresas" ADD COLUMN "modulos" text[];--> statement-breakpoint
ALTER TABLE "usuario_empresas" ADD COLUMN "cocina_id" uuid;--> statement-breakpoint
ALTER TABLE "usuario_empresas" ADD COLUMN "propietario" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario_empresas" ADD COLUMN "demo_vence_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuario_empresas" ADD COLUMN "suspendida_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usuario_empresas" ADD COLUMN "otorgada_por" uuid;--> statement-breakpoint
ALTER TABLE "auditoria_accesos" ADD CONSTRAINT "auditoria_accesos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_accesos" ADD CONSTRAINT "auditoria_accesos_actor_id_usuarios_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria_accesos" ADD CONSTRAINT "auditoria_accesos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_aceptada_por_usuarios_id_fk" FOREIGN KEY ("aceptada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_invitado_por_usuarios_id_fk" FOREIGN KEY ("invitado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_accesos_empresa_idx" ON "auditoria_accesos" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "invitaciones_empresa_idx" ON "invitaciones" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "invitaciones_email_idx" ON "invitaciones" USING btree ("email");--> statement-breakpoint
ALTER TABLE "usuario_empresas" ADD CONSTRAINT "usuario_empresas_rol_id_roles_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_empresas" ADD CONSTRAINT "usuario_empresas_otorgada_por_usuarios_id_fk" FOREIGN KEY ("otorgada_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Grants made before members existed belong to the companies' creators (and the platform's staff),
-- except those of the point-of-sale and local roles, which were always someone's staff.
UPDATE "usuario_empresas" ue SET "propietario" = true FROM "usuarios" u
  WHERE u."id" = ue."usuario_id"
    AND u."rol_id" NOT IN ('1990d988', '129965aa', '0f17e438', 'fc7a149a', '203e6a2a', '11676146');
