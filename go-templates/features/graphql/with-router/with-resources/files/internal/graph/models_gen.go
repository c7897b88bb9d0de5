{{@slot:graph.models}}
