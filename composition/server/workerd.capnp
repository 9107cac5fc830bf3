# The server entry on workerd, Cloudflare's Workers runtime, run on its own (`npx workerd serve`): the built
# dist/server/entry.js as an ES module worker. On Cloudflare Workers the same module is the worker's main module and
# the variables below are the worker's vars (README: deploying). The test suite serves the storefront with this file.
#   SERVICE_BASE_URL=https://services.internal PUBLIC_ORIGIN=https://shop.example SERVICE_ENTRY_TOKEN=… \
#     SERVICE_ENTRY_TOKEN_OPTIONAL= TRUSTED_PROXIES= CLIENT_ADDRESS_HEADER= \
#     workerd serve composition/server/workerd.capnp --socket-addr http=127.0.0.1:8080
# Set every variable below, empty where it does not apply: workerd hands an unset one to the worker as the text "null".
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "storefront", worker = .storefront),
    # The services may be on a private network; workerd's default outbound reaches public addresses only.
    (name = "services", network = (allow = ["public", "private", "local"])),
  ],
  sockets = [(name = "http", address = "*:8080", http = (), service = "storefront")],
);

const storefront :Workerd.Worker = (
  modules = [(name = "entry.js", esModule = embed "../../dist/server/entry.js")],
  compatibilityDate = "2026-11-01",
  # Node compatibility is the default since 2026-08-04; process.env carries the text bindings below, which is where
  # the entry reads its configuration.
  compatibilityFlags = ["nodejs_compat_populate_process_env"],
  bindings = [
    (name = "SERVICE_BASE_URL", fromEnvironment = "SERVICE_BASE_URL"),
    (name = "PUBLIC_ORIGIN", fromEnvironment = "PUBLIC_ORIGIN"),
    (name = "SERVICE_ENTRY_TOKEN", fromEnvironment = "SERVICE_ENTRY_TOKEN"),
    (name = "SERVICE_ENTRY_TOKEN_OPTIONAL", fromEnvironment = "SERVICE_ENTRY_TOKEN_OPTIONAL"),
    (name = "TRUSTED_PROXIES", fromEnvironment = "TRUSTED_PROXIES"),
    (name = "CLIENT_ADDRESS_HEADER", fromEnvironment = "CLIENT_ADDRESS_HEADER"),
  ],
  globalOutbound = "services",
);
