CREATE TABLE "beneficio_trabajadores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beneficio_id" uuid NOT NULL,
	"trabajador_id" uuid NOT NULL,
	"contrato_id" uuid NOT NULL,
	"entrada" jsonb NOT NULL,
	"resultado" jsonb NOT NULL,
	"importe" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beneficios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"periodo" text NOT NULL,
	"estado" text DEFAULT 'borrador' NOT NULL,
	"parametros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"operacion_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacaciones_gozadas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"trabajador_id" uuid NOT NULL,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"dias" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficio_trabajadores" ADD CONSTRAINT "beneficio_trabajadores_beneficio_id_beneficios_id_fk" FOREIGN KEY ("beneficio_id") REFERENCES "public"."beneficios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficio_trabajadores" ADD CONSTRAINT "beneficio_trabajadores_trabajador_id_trabajadores_id_fk" FOREIGN KEY ("trabajador_id") REFERENCES "public"."trabajadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficio_trabajadores" ADD CONSTRAINT "beneficio_trabajadores_contrato_id_contratos_id_fk" FOREIGN KEY ("contrato_id") REFERENCES "public"."contratos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficios" ADD CONSTRAINT "beneficios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficios" ADD CONSTRAINT "beneficios_operacion_id_operaciones_id_fk" FOREIGN KEY ("operacion_id") REFERENCES "public"."operaciones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacaciones_gozadas" ADD CONSTRAINT "vacaciones_gozadas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacaciones_gozadas" ADD CONSTRAINT "vacaciones_gozadas_trabajador_id_trabajadores_id_fk" FOREIGN KEY ("trabajador_id") REFERENCES "public"."trabajadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "beneficio_trabajadores_uq" ON "beneficio_trabajadores" USING btree ("beneficio_id","contrato_id");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficios_periodo_uq" ON "beneficios" USING btree ("empresa_id","tipo","periodo");--> statement-breakpoint
CREATE INDEX "vacaciones_gozadas_trabajador_idx" ON "vacaciones_gozadas" USING btree ("empresa_id","trabajador_id","desde");