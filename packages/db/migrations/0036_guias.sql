CREATE TABLE "guias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"local_id" uuid NOT NULL,
	"serie_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"serie" text NOT NULL,
	"numero" integer NOT NULL,
	"fecha_emision" text NOT NULL,
	"fecha_inicio_traslado" text NOT NULL,
	"motivo" text,
	"modalidad" text,
	"destinatario_tipo_documento" text NOT NULL,
	"destinatario_numero_documento" text NOT NULL,
	"destinatario_nombre" text NOT NULL,
	"peso_bruto" numeric(15, 3) NOT NULL,
	"unidad_peso" text NOT NULL,
	"entrada" jsonb NOT NULL,
	"comprobante_id" uuid,
	"xml_firmado" text NOT NULL,
	"zip_base64" text NOT NULL,
	"digest_value" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"ticket" text,
	"codigo_sunat" text,
	"descripcion_sunat" text,
	"cdr_base64" text,
	"ultimo_error" text,
	"intentos" integer DEFAULT 0 NOT NULL,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guias_numero_uq" UNIQUE("empresa_id","tipo","serie","numero")
);
--> statement-breakpoint
ALTER TABLE "guias" ADD CONSTRAINT "guias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guias" ADD CONSTRAINT "guias_local_id_locales_id_fk" FOREIGN KEY ("local_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guias" ADD CONSTRAINT "guias_serie_id_series_id_fk" FOREIGN KEY ("serie_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guias" ADD CONSTRAINT "guias_comprobante_id_comprobantes_id_fk" FOREIGN KEY ("comprobante_id") REFERENCES "public"."comprobantes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guias" ADD CONSTRAINT "guias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guias_empresa_fecha_idx" ON "guias" USING btree ("empresa_id","fecha_emision");