// Usage telemetry settings of seed-spec.md section 9, named as Application Insights names them
// (the analytics service the original product used), so they read the same to whoever runs it.

export interface ConfigTelemetria {
  enableAutoRouteTracking: boolean;
  disableAjaxTracking: boolean;
  maxAjaxCallsPerView: number;
  enableRequestHeaderTracking: boolean;
  enableResponseHeaderTracking: boolean;
  disableExceptionTracking: boolean;
  disableFetchTracking: boolean;
  autoTrackPageVisitTime: boolean;
  enableCorsCorrelation: boolean;
  enableDebug: boolean;
  disableInstrumentationKeyValidation: boolean;
  loggingLevelConsole: number;
  intervaloEnvioMs: number;
  tamanhoLote: number;
}

// Typed as plain booleans (not `as const`): they are settings, read at run time like any other.
export const CONFIG_TELEMETRIA: Readonly<ConfigTelemetria> = {
  /** Route changes count as page views. */
  enableAutoRouteTracking: true,
  /** Ajax performance tracking on. */
  disableAjaxTracking: false,
  /** At most this many ajax calls tracked per page view. */
  maxAjaxCallsPerView: 500,
  /** Header tracking off: headers carry tokens. */
  enableRequestHeaderTracking: false,
  enableResponseHeaderTracking: false,
  disableExceptionTracking: false,
  disableFetchTracking: false,
  autoTrackPageVisitTime: true,
  /** Cross-origin correlation off: no tracing headers are added to API calls. */
  enableCorsCorrelation: false,
  enableDebug: false,
  disableInstrumentationKeyValidation: true,
  loggingLevelConsole: 0,
  /** Batching: send at most every this many ms, or sooner when the batch is full. */
  intervaloEnvioMs: 15_000,
  tamanhoLote: 25,
};

/**
 * The connection string is fixed at BUILD time (webpack's DefinePlugin replaces this expression
 * with the value of TELEMETRY_CONNECTION_STRING); empty means telemetry is off.
 */
export function connectionStringDoBuild(): string {
  return process.env.TELEMETRY_CONNECTION_STRING ?? '';
}

export interface DestinoTelemetria {
  chave: string;
  endpoint: string;
}

/** 'InstrumentationKey=...;IngestionEndpoint=https://...' -> where to send, or undefined. */
export function lerConnectionString(texto: string): DestinoTelemetria | undefined {
  const partes = new Map(
    texto
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => {
        const i = p.indexOf('=');
        return [p.slice(0, i).toLowerCase(), p.slice(i + 1)] as const;
      }),
  );
  const chave = partes.get('instrumentationkey');
  const base = partes.get('ingestionendpoint') ?? 'https://dc.services.visualstudio.com';
  if (!chave) return undefined;
  return { chave, endpoint: `${base.replace(/\/+$/, '')}/v2/track` };
}
