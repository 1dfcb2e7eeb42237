#ifndef HEADERKIT_CYAML_SHIM_H
#define HEADERKIT_CYAML_SHIM_H
#include <yaml.h>
#endif
