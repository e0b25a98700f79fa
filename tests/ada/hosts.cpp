// The hostname workload of tests/examples/hosts_profile.rs for ada's IDNA
// (https://github.com/ada-url/idna, what Node uses), so that its
// instructions can be counted on the same names: see tests/ada-hosts.sh.
//
//   hosts NAMES_FILE ITERATIONS ascii|reuse|unicode
//
// ascii: to_ascii returning a std::string; reuse: to_ascii into one reused
// std::string; unicode: to_unicode. Prints the loop's time per name too.
#include <chrono>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "ada/idna/to_ascii.h"
#include "ada/idna/to_unicode.h"

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: hosts NAMES_FILE ITERATIONS ascii|reuse|unicode\n";
    return 2;
  }
  std::ifstream file(argv[1]);
  const int iterations = std::stoi(argv[2]);
  const std::string mode = argv[3];
  std::vector<std::string> names;
  for (std::string line; std::getline(file, line);) names.push_back(line);
  // ada builds its tables on first use: done here, outside what is counted
  // (the run with 0 iterations is taken off).
  size_t total = ada::idna::to_ascii("b\xc3\xbc"
                                     "cher.de")
                     .size() +
                 ada::idna::to_unicode("xn--bcher-kva.de").size();
  std::string reused;
  // The mode is chosen once, before the clock starts: each loop does ada's
  // work and nothing else (a comparison of the mode string at every name
  // would be charged to ada).
  const auto began = std::chrono::steady_clock::now();
  if (mode == "ascii") {
    for (int k = 0; k < iterations; k++) {
      for (const auto& name : names) total += ada::idna::to_ascii(name).size();
    }
  } else if (mode == "reuse") {
    for (int k = 0; k < iterations; k++) {
      for (const auto& name : names) total += ada::idna::to_ascii(name, reused) ? reused.size() : 1;
    }
  } else {
    for (int k = 0; k < iterations; k++) {
      for (const auto& name : names) total += ada::idna::to_unicode(name).size();
    }
  }
  // Time as well, for tests/hosts-time.sh.
  const double ns = std::chrono::duration<double, std::nano>(
                        std::chrono::steady_clock::now() - began)
                        .count();
  const double per_name = iterations > 0 && !names.empty() ? ns / (iterations * names.size()) : 0;
  std::cout << names.size() << " names: " << total << " (" << per_name << " ns a name)\n";
}
