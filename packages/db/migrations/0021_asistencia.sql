CREATE TABLE "asistencias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"trabajador_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"entrada" text,
	"salida" text,
	"marca" text,
	"origen" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feriados_empresa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"descripcion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "horarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"atipico" boolean DEFAULT false NOT NULL,
	"dias" jsonb NOT NULL,
	"refrigerio_minutos" integer DEFAULT 60 NOT NULL,
	"tolerancia_minutos" integer DEFAULT 0 NOT NULL,
	"predeterminado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contratos" ADD COLUMN "horario_id" uuid;--> statement-breakpoint
ALTER TABLE "asistencias" ADD CONSTRAINT "asistencias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asistencias" ADD CONSTRAINT "asistencias_trabajador_id_trabajadores_id_fk" FOREIGN KEY ("trabajador_id") REFERENCES "public"."trabajadores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feriados_empresa" ADD CONSTRAINT "feriados_empresa_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horarios" ADD CONSTRAINT "horarios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asistencias_dia_uq" ON "asistencias" USING btree ("trabajador_id","fecha");--> statement-breakpoint
CREATE INDEX "asistencias_periodo_idx" ON "asistencias" USING btree ("empresa_id","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "feriados_empresa_fecha_uq" ON "feriados_empresa" USING btree ("empresa_id","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "horarios_nombre_uq" ON "horarios" USING btree ("empresa_id","nombre") WHERE "horarios"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "horarios_predeterminado_uq" ON "horarios" USING btree ("empresa_id") WHERE "horarios"."predeterminado" AND "horarios"."deleted_at" IS NULL;--> statement-breakpoint
ALTER TABLE "contratos" ADD CONSTRAINT "contratos_horario_id_horarios_id_fk" FOREIGN KEY ("horario_id") REFERENCES "public"."horarios"("id") ON DELETE no action ON UPDATE no action;