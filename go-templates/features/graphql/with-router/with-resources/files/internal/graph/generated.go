{{@slot:graph.generated}}
